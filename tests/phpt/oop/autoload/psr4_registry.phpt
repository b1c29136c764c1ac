--TEST--
a PSR-4 loaded final class using group use, variadics, static return and a generator aggregate
--FILE--
<?php
require __DIR__ . '/psr4/autoload.php';
use Acme\Service\Registry;
$r = Registry::demo();
echo count($r), "\n";
foreach ($r as $id => $item) echo $id, ": ", $item->name, " ", get_class($item), "\n";
print_r($GLOBALS['__psr4_log']);
print_r(array_map(fn($c) => $c, class_parents(new Acme\Model\User('x'))));
--EXPECT--
2
1: ann Acme\Model\User
2: bob Acme\Model\User
Array
(
    [0] => Acme\Service\Registry
    [1] => Acme\Model\User
    [2] => Acme\Model\Entity
    [3] => Acme\Model\HasId
    [4] => Acme\Support\Greets
)
Array
(
    [Acme\Model\Entity] => Acme\Model\Entity
)
