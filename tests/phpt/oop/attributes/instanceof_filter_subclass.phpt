--TEST--
IS_INSTANCEOF with a parent attribute class
--FILE--
<?php
#[Attribute] abstract class Rule {}
#[Attribute] class Email extends Rule {}
#[Attribute] class Min extends Rule { public function __construct(public int $n) {} }
#[Attribute] class Other {}
class Form { #[Email] #[Min(3)] #[Other] public $f; }
$p = new ReflectionProperty('Form', 'f');
foreach ($p->getAttributes(Rule::class, ReflectionAttribute::IS_INSTANCEOF) as $a) echo get_class($a->newInstance()), "\n";
var_dump(count($p->getAttributes(Rule::class)));
var_dump(count($p->getAttributes()));
?>
--EXPECT--
Email
Min
int(0)
int(3)
