--TEST--
sprintf with ' flag at end of format throws ValueError
--FILE--
<?php
try {
    var_dump(sprintf("%'"));
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: Missing padding character
