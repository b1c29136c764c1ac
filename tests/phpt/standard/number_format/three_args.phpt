--TEST--
number_format with a decimal separator only
--FILE--
<?php
try {
    var_dump(number_format(1234.567, 2, ','));
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
string(8) "1,234,57"
