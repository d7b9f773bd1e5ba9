package io.componentbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.ab.AbCommand;
import io.componentbench.measure.SelectionOptions;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParseResult;

/**
 * {@code --workload} and {@code --contender} are declared once ({@link SelectionOptions}) and mixed into
 * {@code run}, {@code ab} and (the contenders) {@code footprint}: each command parses them alike, and
 * {@code ab} keeps its own description of the contenders' default.
 */
class SelectionOptionsTest {
    private static CommandSpec command(String name) {
        return new CommandLine(new Cli()).getSubcommands().get(name).getCommandSpec();
    }

    private static String description(CommandSpec c, String option) {
        return String.join(" ", c.findOption(option).description());
    }

    @Test
    void runAndAbTakeBothOptionsFromTheMixinsAndParseThemAlike() {
        for (String name : List.of("run", "ab")) {
            CommandSpec c = new CommandLine(name.equals("ab") ? new AbCommand() : new RunCommand()).getCommandSpec();
            assertInstanceOf(
                    SelectionOptions.WorkloadOption.class,
                    c.mixins().get("workloads").userObject(),
                    name);
            assertInstanceOf(
                    SelectionOptions.ContenderOption.class,
                    c.mixins().get("contenders").userObject(),
                    name);
            List<String> args = name.equals("ab")
                    ? List.of("HEAD~1", "HEAD", "--workload", "iterate,join", "--contender", "hash-map")
                    : List.of("--workload", "iterate,join", "--contender", "hash-map");
            ParseResult parsed = c.commandLine().parseArgs(args.toArray(String[]::new));
            assertEquals(List.of("iterate", "join"), parsed.matchedOptionValue("--workload", List.of()), name);
            assertEquals(List.of("hash-map"), parsed.matchedOptionValue("--contender", List.of()), name);
        }
        assertInstanceOf(
                SelectionOptions.ContenderOption.class,
                command("footprint").mixins().get("contenders").userObject());
    }

    @Test
    void theHelpTextIsEachCommandsOwn() {
        String workloads = "only these workloads: insert, lookup, remove, iterate, join, churn, respawn (default: all)";
        assertEquals(workloads, description(command("run"), "--workload"));
        assertEquals(workloads, description(command("ab"), "--workload"));
        assertEquals("only these contenders (default: all)", description(command("run"), "--contender"));
        assertEquals("only these contenders (default: all)", description(command("footprint"), "--contender"));
        assertEquals(
                "only these contenders (default: the subset's four, or with --profile every contender both builds have)",
                description(command("ab"), "--contender"));
        assertTrue(
                new CommandLine(new Cli())
                        .getSubcommands()
                        .get("ab")
                        .getUsageMessage()
                        .replaceAll("\\s+", " ")
                        .contains("(default: the subset's four, or with --profile every contender both builds have)"),
                "ab's usage shows its default");
    }
}
