package io.componentbench.ab;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.ToDoubleFunction;

/**
 * An in-process {@link ForkLauncher} for tests: records every launch and writes a fork result of
 * {@code 100 * scale(side)} ns/op per iteration, times a slow machine drift shared by neighbouring
 * forks (up to +-30%), with 1% seeded noise per iteration.
 */
final class FakeLauncher implements ForkLauncher {
    record Launch(String side, AbCell cell) {}

    final List<Launch> launches = new ArrayList<>();
    private final ToDoubleFunction<AbSide> scale;
    private final Random random = new Random(7);

    FakeLauncher(ToDoubleFunction<AbSide> scale) {
        this.scale = scale;
    }

    @Override
    public void launch(AbSide side, AbCell cell, Path resultFile) throws IOException, InterruptedException {
        double drift = 1 + 0.3 * Math.sin(launches.size() / 20.0);
        launches.add(new Launch(side.name(), cell));
        double[] values = new double[5];
        for (int i = 0; i < values.length; i++)
            values[i] = 100 * scale.applyAsDouble(side) * drift * (1 + 0.01 * random.nextGaussian());
        Files.writeString(resultFile, FakeJmh.json(cell.benchmark(), cell.params(), values));
    }
}
