--TEST--
getClosure keeps private access
--FILE--
<?php
class Counter { private $count = 0; private function inc($by) { $this->count += $by; return $this->count; } }
$c = new Counter;
$inc = (new ReflectionMethod(Counter::class, 'inc'))->getClosure($c);
$inc(2); var_dump($inc(3));
?>
--EXPECT--
int(5)
