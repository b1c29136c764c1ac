--TEST--
an exception from array_map's callback
--FILE--
<?php
try {
    array_map(function ($x) { if ($x == 2) throw new Exception("at $x"); echo $x, "\n"; }, [1, 2, 3]);
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
1
at 2
