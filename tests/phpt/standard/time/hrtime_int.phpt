--TEST--
hrtime(true) returns an increasing integer
--FILE--
<?php
$a = hrtime(true);
$b = hrtime(true);
var_dump(is_int($a));
var_dump($b >= $a);
--EXPECT--
bool(true)
bool(true)
