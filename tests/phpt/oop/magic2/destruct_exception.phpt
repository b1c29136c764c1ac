--TEST--
exception thrown from a destructor can be caught at the unset point
--FILE--
<?php
class D { function __destruct() { throw new Exception("from dtor"); } }
try { $d = new D; unset($d); } catch (Exception $e) { echo "caught: ", $e->getMessage(), "\n"; }
echo "after\n";
--EXPECT--
caught: from dtor
after
