--TEST--
exceptions from attribute constructors propagate
--FILE--
<?php
#[Attribute] class Strict { public function __construct(int $n) { if ($n < 0) throw new InvalidArgumentException("negative: $n"); } }
#[Strict(-1)] class A {}
#[Strict('abc')] class B {}
try { (new ReflectionClass('A'))->getAttributes()[0]->newInstance(); } catch (InvalidArgumentException $e) { echo $e->getMessage(), "\n"; }
try { (new ReflectionClass('B'))->getAttributes()[0]->newInstance(); } catch (TypeError $e) { echo get_class($e), "\n"; }
?>
--EXPECT--
negative: -1
TypeError
