package io.componentbench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.measure.JvmChoice;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ForkJvmTest {
    @Test
    void theCompileFixesAreInCellFlagsOnly() {
        assertEquals(
                List.of(
                        ForkJvm.REFERENCE_RESPAWN_NOT_INLINED,
                        ForkJvm.CLASS_NEW_INSTANCE_INLINED,
                        ForkJvm.PROFILING_KEPT_UNDER_LOAD),
                ForkJvm.compileFixes());
        for (String fix : ForkJvm.compileFixes()) {
            assertTrue(ForkJvm.cellFlags().contains(fix), fix);
            assertFalse(ForkJvm.flags().contains(fix), "fork mode is left as it was: " + fix);
        }
    }

    @Test
    void everyForkOfEitherModeCollectsWithOneThreadWhichTheCellsSingleSettlingCollectionReliesOn() {
        assertTrue(ForkJvm.flags().contains(ForkJvm.GC_THREADS));
        assertTrue(ForkJvm.cellFlags().contains(ForkJvm.GC_THREADS));
        assertEquals("-XX:ParallelGCThreads=1", ForkJvm.GC_THREADS);
    }

    @Test
    void hugePagesAreAskedForOnLinuxOnly() {
        assertEquals(ForkJvm.linux(), ForkJvm.flags().contains(ForkJvm.HUGE_PAGES));
        assertEquals(ForkJvm.linux(), ForkJvm.cellFlags().contains(ForkJvm.HUGE_PAGES));
        assertEquals(System.getProperty("os.name").startsWith("Linux"), ForkJvm.linux());
    }

    @Test
    void theInlineCommandNamesAMethodOfClass() {
        assertNamesAMethodOf(ForkJvm.CLASS_NEW_INSTANCE_INLINED, Class.class);
    }

    @Test
    void theCompileCommandNamesAMethodTheReferenceHas() {
        assertNamesAMethodOf(ForkJvm.REFERENCE_RESPAWN_NOT_INLINED, RawArrays.class);
    }

    /** HotSpot accepts a command for a method that does not exist, so a rename would silently undo it. */
    private static void assertNamesAMethodOf(String compileCommand, Class<?> type) {
        String[] classAndMethod =
                compileCommand.substring(compileCommand.indexOf(',') + 1).split("::");
        assertEquals(type.getName(), classAndMethod[0]);
        assertTrue(
                Arrays.stream(type.getDeclaredMethods())
                        .anyMatch(m -> m.getName().equals(classAndMethod[1])),
                compileCommand);
    }

    @Test
    void theJvmAcceptsTheCellFlagsSilently() throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(JvmChoice.current().path(), ForkJvm.QUIET_COMPILE_COMMANDS));
        cmd.addAll(ForkJvm.compileFixes());
        cmd.add("-version");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out);
        assertFalse(out.contains("CompileCommand"), "quiet: no line per command in JMH's output\n" + out);
    }
}
