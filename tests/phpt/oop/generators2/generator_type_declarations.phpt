--TEST--
Generator return types: Generator, iterable, Traversable and invalid ones
--FILE--
<?php
function a(): Generator { yield 1; }
function b(): iterable { yield 2; }
function c(): Traversable { yield 3; }
function d(): Iterator { yield 4; }
foreach ([a(), b(), c(), d()] as $g) foreach ($g as $v) echo $v;
echo "\n";
--EXPECT--
1234
