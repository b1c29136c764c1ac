--TEST--
ReflectionProperty with objects of other classes
--FILE--
<?php
class A { public readonly int $x; public $y; }
$p = new ReflectionProperty('A', 'x');
$o = new stdClass;
try { $p->setValue($o, 5); var_dump($o); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$q = new ReflectionProperty('A', 'y');
try { $q->setValue($o, 6); var_dump($o); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { var_dump($q->isInitialized($o)); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { var_dump($q->getValue($o)); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
?>
--EXPECT--
object(stdClass)#2 (1) {
  ["x"]=>
  int(5)
}
object(stdClass)#2 (2) {
  ["x"]=>
  int(5)
  ["y"]=>
  int(6)
}
ReflectionException: Given object is not an instance of the class this property was declared in
ReflectionException: Given object is not an instance of the class this property was declared in
