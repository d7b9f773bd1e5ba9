package io.componentbench.results;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.componentbench.contender.ContenderKind;
import io.componentbench.stats.IntervalMethod;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Order;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.util.function.Function;

/**
 * The Jackson module that writes and reads the vocabulary (contenders, workloads, distributions,
 * states, orders, interval methods) by the ids JMH and the README use: {@code hash-map}, not
 * {@code HASH_MAP}; an interval method by its text. An unknown id fails with the message listing the
 * known ones.
 */
final class JsonVocabulary {
    private JsonVocabulary() {}

    static SimpleModule module() {
        SimpleModule m = new SimpleModule("componentbench-vocabulary");
        byId(m, ContenderKind.class, Parameter.CONTENDER);
        byId(m, Distribution.class, Parameter.DISTRIBUTION);
        byId(m, ContainerState.class, Parameter.STATE);
        byId(m, Order.class, Parameter.ORDER);
        byId(m, Workload.class, Workload::id, Workload::byId);
        byId(m, IntervalMethod.class, IntervalMethod::text, IntervalMethod::byText);
        return m;
    }

    private static <T> void byId(SimpleModule m, Class<T> type, Parameter<T> parameter) {
        byId(m, type, parameter::format, parameter::parse);
    }

    private static <T> void byId(SimpleModule m, Class<T> type, Function<T, String> id, Function<String, T> parse) {
        m.addSerializer(type, new StdSerializer<>(type) {
            @Override
            public void serialize(T value, JsonGenerator g, SerializerProvider p) throws IOException {
                g.writeString(id.apply(value));
            }
        });
        m.addDeserializer(type, new StdDeserializer<>(type) {
            @Override
            public T deserialize(JsonParser p, DeserializationContext c) throws IOException {
                String text = p.getValueAsString();
                try {
                    return parse.apply(text);
                } catch (IllegalArgumentException e) {
                    throw c.weirdStringException(text, type, e.getMessage());
                }
            }
        });
    }
}
