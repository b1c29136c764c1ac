--TEST--
Objects cannot be array keys even with __toString
--FILE--
<?php
class S { function __construct(public $s = "str") {} function __toString(): string { return $this->s; } }
$o = new S('k');
$a = [];
try { $a[$o] = 1; } catch (TypeError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { var_dump($a[$o]); } catch (TypeError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $b = [$o => 1]; } catch (TypeError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
var_dump(isset($a[(string)$o]));
$a[(string)$o] = 2;
var_dump($a);
--EXPECT--
TypeError: Illegal offset type
TypeError: Illegal offset type
TypeError: Illegal offset type
bool(false)
array(1) {
  ["k"]=>
  int(2)
}
