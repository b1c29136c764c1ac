--TEST--
member access directly on new expression (8.4-style needs parens in 8.2)
--FILE--
<?php
class C { public $v = 3; function m() { return "m"; } static function s() { return "s"; } const K = 'k'; }
echo (new C)->v, (new C)->m(), (new C)::s(), (new C)::K, "\n";
echo (new C())->m(), "\n";
--EXPECT--
3msk
m
