--TEST--
attributes on abstract and interface methods
--FILE--
<?php
#[Attribute] class Doc { public function __construct(public $d) {} }
interface Repo { #[Doc('find one')] public function find(int $id); }
abstract class Base { #[Doc('abstract save')] abstract protected function save(); }
echo (new ReflectionMethod('Repo', 'find'))->getAttributes()[0]->newInstance()->d, "\n";
echo (new ReflectionMethod('Base', 'save'))->getAttributes()[0]->newInstance()->d, "\n";
?>
--EXPECT--
find one
abstract save
