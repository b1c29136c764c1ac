--TEST--
ReflectionProperty declaring class and doc comment
--FILE--
<?php
class A {
    /** @var int the count */
    protected $count = 0;
}
class B extends A {}
$p = new ReflectionProperty('B', 'count');
var_dump($p->class, $p->getDeclaringClass()->getName(), $p->getDocComment());
var_dump((new ReflectionClass('B'))->getProperty('count')->class);
?>
--EXPECT--
string(1) "A"
string(1) "A"
string(25) "/** @var int the count */"
string(1) "A"
