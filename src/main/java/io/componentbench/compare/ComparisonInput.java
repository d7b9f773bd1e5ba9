package io.componentbench.compare;

import io.componentbench.results.Result;
import io.componentbench.results.ResultKey;
import io.componentbench.results.RunData;
import io.componentbench.workload.Parameter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a run must satisfy before it is compared, so that no verdict depends on file order or on
 * impossible numbers: each result (benchmark and every parameter) at most once, every score and
 * every raw sample ({@code rawData}, which the verdicts are computed from) a positive finite number,
 * every error estimate NaN (unknown) or a finite number at least 0. A run that breaks a rule is bad
 * input, with every offending result named.
 */
final class ComparisonInput {
    private ComparisonInput() {}

    /** The run's results by key; throws {@link IllegalArgumentException} naming duplicates ({@link RunData#uniqueResults}) and impossible scores. */
    static Map<String, Result> byKey(RunData run, String role) {
        Map<String, Result> byKey = run.uniqueResults(role);
        List<String> impossible = new ArrayList<>();
        for (Result r : run.results()) {
            if (!(r.score() > 0 && Double.isFinite(r.score()))) impossible.add(r.key() + " has score " + r.score());
            else if (badSample(r) != null) impossible.add(r.key() + " has raw sample " + badSample(r));
            else if (!Double.isNaN(r.scoreError()) && !(r.scoreError() >= 0 && Double.isFinite(r.scoreError()))) {
                impossible.add(r.key() + " has error " + r.scoreError());
            }
        }
        if (!impossible.isEmpty()) {
            throw new IllegalArgumentException("the " + role + " run " + run.dir() + " holds " + impossible.size()
                    + " impossible result(s) (scores and samples must be positive, errors at least 0): "
                    + list(impossible));
        }
        return byKey;
    }

    /** The first raw sample, as reported, that is not a positive finite time once converted; null when all are. */
    private static Double badSample(Result r) {
        List<List<Double>> ns = r.rawNsPerElement();
        for (int f = 0; f < ns.size(); f++) {
            for (int i = 0; i < ns.get(f).size(); i++) {
                double v = ns.get(f).get(i);
                if (!(v > 0 && Double.isFinite(v))) return r.rawData().get(f).get(i);
            }
        }
        return null;
    }

    /** What a result measures apart from the contender: the {@link ResultKey} of its benchmark and every other parameter. */
    static String configuration(Result r) {
        Map<String, String> p = new TreeMap<>(r.params());
        p.remove(Parameter.CONTENDER.name());
        return ResultKey.of(r.benchmark(), p);
    }

    private static String list(List<String> items) {
        return items.size() <= 10
                ? String.join("; ", items)
                : String.join("; ", items.subList(0, 10)) + "; and " + (items.size() - 10) + " more";
    }
}
