--TEST--
exception __toString
--FILE--
<?php
class MyE extends Exception {}
$e = new MyE('m', 3); echo get_class($e), ':', $e->getMessage(), "\n"; echo substr((string)$e, 0, 10), "\n";
--EXPECT--
MyE:m
MyE: m in
