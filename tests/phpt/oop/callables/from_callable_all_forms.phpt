--TEST--
Closure::fromCallable accepts every callable form
--FILE--
<?php
function fn_a($x) { return "a$x"; }
class K {
    function inst($x) { return "inst$x"; }
    static function stat($x) { return "stat$x"; }
    function __invoke($x) { return "inv$x"; }
}
$forms = ['fn_a', 'K::stat', ['K', 'stat'], [new K, 'inst'], new K, 'strrev', fn($x) => "arrow$x"];
foreach ($forms as $f) {
    $c = Closure::fromCallable($f);
    var_dump($c(1));
}
--EXPECT--
string(2) "a1"
string(5) "stat1"
string(5) "stat1"
string(5) "inst1"
string(4) "inv1"
string(1) "1"
string(6) "arrow1"
