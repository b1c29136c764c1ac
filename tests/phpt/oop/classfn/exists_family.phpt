--TEST--
class_exists, interface_exists, trait_exists and enum_exists across kinds
--FILE--
<?php
interface I {} trait T {} enum E {} class C {} abstract class AC {}
foreach (['I', 'T', 'E', 'C', 'AC', 'stdClass', 'Traversable', 'nope', '\\C', 'c'] as $n) {
    echo str_pad($n, 12), (int)class_exists($n), (int)interface_exists($n), (int)trait_exists($n), (int)enum_exists($n), "\n";
}
--EXPECT--
I           0100
T           0010
E           1001
C           1000
AC          1000
stdClass    1000
Traversable 0100
nope        0000
\C          1000
c           1000
