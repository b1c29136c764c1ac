--TEST--
method closures called later keep their object
--FILE--
<?php
class Greeter { public function __construct(private string $greeting) {} public function greet($n) { return "$this->greeting, $n"; } }
$closures = [];
foreach (['Hi', 'Hello'] as $g) { $closures[] = (new ReflectionMethod('Greeter', 'greet'))->getClosure(new Greeter($g)); }
foreach ($closures as $c) echo $c('Ann'), "\n";
echo implode(' | ', array_map($closures[1], ['x', 'y'])), "\n";
?>
--EXPECT--
Hi, Ann
Hello, Ann
Hello, x | Hello, y
