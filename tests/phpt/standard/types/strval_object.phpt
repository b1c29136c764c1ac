--TEST--
strval of a stdClass throws Error
--FILE--
<?php
try {
    strval(new stdClass);
} catch (Error $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
Error: Object of class stdClass could not be converted to string
