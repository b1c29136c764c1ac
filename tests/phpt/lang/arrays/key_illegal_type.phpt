--TEST--
Array or object as key throws
--FILE--
<?php
$a = [];
try { $a[[]] = 1; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { echo $a[[]]; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a);
--EXPECT--
Illegal offset type
Illegal offset type
array(0) {
}
