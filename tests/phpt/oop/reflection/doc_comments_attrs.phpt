--TEST--
doc comments around attributes
--FILE--
<?php
/** before attrs */
#[Foo]
function one() {}
#[Foo]
/** after attrs */
function two() {}
class B {
    /** prop doc */
    #[Foo]
    public $p;
    #[Foo]
    /** method doc */
    public function m() {}
    /** not this one */
    public $q;
    public $r;
}
var_dump((new ReflectionFunction('one'))->getDocComment(), (new ReflectionFunction('two'))->getDocComment());
var_dump((new ReflectionProperty('B', 'p'))->getDocComment(), (new ReflectionMethod('B', 'm'))->getDocComment());
var_dump((new ReflectionProperty('B', 'q'))->getDocComment(), (new ReflectionProperty('B', 'r'))->getDocComment());
?>
--EXPECT--
string(19) "/** before attrs */"
string(18) "/** after attrs */"
string(15) "/** prop doc */"
string(17) "/** method doc */"
string(19) "/** not this one */"
bool(false)
