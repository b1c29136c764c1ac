--TEST--
echo of an object without __toString throws Error
--FILE--
<?php
try {
    echo new stdClass;
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
Error: Object of class stdClass could not be converted to string
