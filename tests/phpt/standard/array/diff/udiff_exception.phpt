--TEST--
an exception in array_udiff's callback
--FILE--
<?php
try {
    array_udiff([1, 2], [3], function ($a, $b) { throw new Exception('cb'); });
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
cb
