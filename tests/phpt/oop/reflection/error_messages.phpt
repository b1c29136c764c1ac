--TEST--
argument errors of reflection methods
--FILE--
<?php
class A { function m() {} static function s() {} public $p = 1; }
$r = new ReflectionClass('A');
$m = new ReflectionMethod('A', 'm');
try { $m->getClosure(); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $m->getClosure(new stdClass); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $r->newInstanceArgs('x'); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { new ReflectionMethod('A'); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { new ReflectionMethod(5, 'x'); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { new ReflectionClass(); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { new ReflectionFunction(5); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { new ReflectionFunction(new stdClass); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $r->getMethods('x'); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $r->getAttributes(flags: 3); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
?>
--EXPECT--
ValueError: ReflectionMethod::getClosure(): Argument #1 ($object) cannot be null for non-static methods
ReflectionException: Given object is not an instance of the class this method was declared in
TypeError: ReflectionClass::newInstanceArgs(): Argument #1 ($args) must be of type array, string given
ReflectionException: ReflectionMethod::__construct(): Argument #1 ($objectOrMethod) must be a valid method name
ReflectionException: Class "5" does not exist
ArgumentCountError: ReflectionClass::__construct() expects exactly 1 argument, 0 given
ReflectionException: Function 5() does not exist
TypeError: ReflectionFunction::__construct(): Argument #1 ($function) must be of type Closure|string, stdClass given
TypeError: ReflectionClass::getMethods(): Argument #1 ($filter) must be of type ?int, string given
ValueError: ReflectionClass::getAttributes(): Argument #2 ($flags) must be a valid attribute filter flag
