package io.componentbench.measure;

import java.util.concurrent.TimeUnit;

/**
 * Whether this machine exposes hardware performance counters to {@code perf}. JMH's
 * {@code perfnorm} profiler aborts the run where they are missing (as on most VMs), so it is added
 * only when {@code perf stat -e instructions true} reports a real count.
 */
public final class HardwareCounters {
    private HardwareCounters() {}

    public static boolean available() {
        try {
            Process p = new ProcessBuilder("perf", "stat", "-x", ",", "-e", "instructions", "true")
                    .redirectErrorStream(true)
                    .start();
            String out = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(20, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return false;
            }
            // CSV output: "<count>,,instructions,..." where count is a number, not "<not supported>"
            return p.exitValue() == 0 && out.lines().anyMatch(l -> l.matches("^\\d+,.*instructions.*"));
        } catch (java.io.IOException e) {
            return false; // no perf binary
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
