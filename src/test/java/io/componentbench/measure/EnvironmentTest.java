package io.componentbench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.componentbench.results.Env;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EnvironmentTest {
    @Test
    void theKernelsHugePageModeIsItsBracketedWord() {
        assertEquals("madvise", Environment.hugePageMode("always [madvise] never\n"));
        assertEquals("always", Environment.hugePageMode("[always] madvise never"));
        assertEquals("never", Environment.hugePageMode("always madvise [never]"));
        assertNull(Environment.hugePageMode("always madvise never"), "no choice marked");
        assertNull(Environment.hugePageMode("always [madvise"), "a line cut short");
    }

    @Test
    void theCpuIdIsTheFirstProcessorsFamilyModelAndStepping() {
        List<String> cpuinfo = List.of(
                "processor\t: 0",
                "vendor_id\t: AuthenticAMD",
                "cpu family\t: 25",
                "model\t\t: 1",
                "model name\t: AMD EPYC",
                "stepping\t: 1",
                "",
                "processor\t: 1",
                "cpu family\t: 26",
                "model\t\t: 2",
                "stepping\t: 0");
        assertEquals("family 25 model 1 stepping 1", Environment.cpuId(Environment.firstProcessor(cpuinfo)));
        assertEquals("AMD EPYC", Environment.firstProcessor(cpuinfo).get("model name"));
        assertNull(
                Environment.cpuId(
                        Environment.firstProcessor(List.of("processor\t: 0", "cpu family\t: 25", "model\t: 1"))),
                "no stepping");
        assertNull(
                Environment.cpuId(Environment.firstProcessor(List.of("processor : 0", "CPU implementer : 0x41"))),
                "another architecture");
    }

    @Test
    void theCpuReadsWithItsIdWhereKnown() {
        Env.Machine named = new Env.Machine("AMD EPYC", 2, Map.of(), 1L, "Linux", null, "family 25 model 1 stepping 1");
        assertEquals("AMD EPYC (family 25 model 1 stepping 1)", named.cpu());
        Env.Machine older = new Env.Machine("AMD EPYC", 2, Map.of(), 1L, "Linux", null, null);
        assertEquals("AMD EPYC", older.cpu());
        assertEquals(older.fingerprint(), named.fingerprint(), "the id is left out of the fingerprint");
    }
}
