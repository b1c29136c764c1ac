--TEST--
count with an invalid mode throws ValueError
--FILE--
<?php
try {
    count([1], 5);
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: count(): Argument #2 ($mode) must be either COUNT_NORMAL or COUNT_RECURSIVE
