--TEST--
newInstance coerces arguments like a call
--FILE--
<?php
class P { public function __construct(public int $n, public string $s = '') {} }
$r = new ReflectionClass('P');
var_dump($r->newInstance('5', 7));
try { $r->newInstance('abc'); } catch (TypeError $e) { echo get_class($e), "\n"; }
try { $r->newInstance(); } catch (ArgumentCountError $e) { echo get_class($e), "\n"; }
?>
--EXPECT--
object(P)#2 (2) {
  ["n"]=>
  int(5)
  ["s"]=>
  string(1) "7"
}
TypeError
ArgumentCountError
