--TEST--
getMethods with a filter
--FILE--
<?php
abstract class A {
  public function a() {} protected function b() {} private function c() {}
  public static function d() {} final public function e() {} abstract protected function f();
}
$r = new ReflectionClass('A');
$show = function ($list) { echo implode(',', array_map(fn($m) => $m->name, $list)), "\n"; };
$show($r->getMethods(ReflectionMethod::IS_PUBLIC));
$show($r->getMethods(ReflectionMethod::IS_PROTECTED));
$show($r->getMethods(ReflectionMethod::IS_PRIVATE));
$show($r->getMethods(ReflectionMethod::IS_STATIC));
$show($r->getMethods(ReflectionMethod::IS_FINAL));
$show($r->getMethods(ReflectionMethod::IS_ABSTRACT));
$show($r->getMethods(ReflectionMethod::IS_PUBLIC | ReflectionMethod::IS_PRIVATE));
$show($r->getMethods(0));
?>
--EXPECT--
a,d,e
b,f
c
d
e
f
a,c,d,e
