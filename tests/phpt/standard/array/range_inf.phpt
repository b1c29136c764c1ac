--TEST--
range with infinite bounds throws ValueError
--FILE--
<?php
try {
    range(0, INF);
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: Invalid range supplied: start=0 end=inf
