--TEST--
SplDoublyLinkedList keeps values of all types
--FILE--
<?php
$d = new SplDoublyLinkedList;
foreach ([null, false, 1.5, [1], new stdClass] as $v) $d->push($v);
foreach ($d as $k => $v) { echo $k, ": "; var_dump($v); }
?>
--EXPECT--
0: NULL
1: bool(false)
2: float(1.5)
3: array(1) {
  [0]=>
  int(1)
}
4: object(stdClass)#2 (0) {
}
