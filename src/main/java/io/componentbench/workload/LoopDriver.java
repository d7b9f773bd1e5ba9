package io.componentbench.workload;

import io.componentbench.contender.Contender;
import io.componentbench.contender.ContenderKind;

/**
 * Runs one contender's iterate or join over and over, untimed, so that C2 compiles its hot loop for
 * {@code scripts/asm-loop} to print (with {@code -XX:+PrintAssembly}) and count. Not a benchmark: it
 * measures nothing and only keeps the loop hot long enough for the compiler.
 *
 * <p>{@code LoopDriver CONTENDER iterate|join ENTITIES SECONDS [fresh|churned]}: builds the contender as
 * the benchmarks do ({@link Workloads#build}, dense IDs), then calls the workload for that long and
 * prints the summed checksum, so the calls cannot be dropped.
 */
public final class LoopDriver {
    private LoopDriver() {}

    public static void main(String[] args) {
        if (args.length < 4 || args.length > 5 || !(args[1].equals("iterate") || args[1].equals("join"))) {
            System.err.println("usage: LoopDriver CONTENDER iterate|join ENTITIES SECONDS [fresh|churned]");
            System.exit(2);
        }
        ContenderKind kind = ContenderKind.byId(args[0]);
        boolean join = args[1].equals("join");
        Population population = Population.of(Distribution.DENSE, Integer.parseInt(args[2]));
        ContainerState state = args.length == 5 ? ContainerState.byId(args[4]) : ContainerState.FRESH;
        Contender c = Workloads.build(kind, population, state);
        long until = System.nanoTime() + (long) (Double.parseDouble(args[3]) * 1e9);
        long sum = 0;
        long passes = 0;
        while (System.nanoTime() < until) {
            for (int i = 0; i < 100; i++) sum += join ? Workloads.join(c) : Workloads.iterate(c);
            passes += 100;
        }
        System.err.println(
                "LoopDriver: " + passes + " passes of " + args[1] + " on " + kind.id() + ", checksum " + sum);
    }
}
