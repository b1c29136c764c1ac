--TEST--
Incrementing an array throws
--FILE--
<?php
$a = [1];
try { $a++; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $a--; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a);
--EXPECT--
Cannot increment array
Cannot decrement array
array(1) {
  [0]=>
  int(1)
}
