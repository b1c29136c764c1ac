--TEST--
a PSR-4 autoloader over a directory of files loads classes, parents, interfaces and traits on demand
--FILE--
<?php
$loader = require __DIR__ . '/psr4/autoload.php';
var_dump(is_callable($loader), class_exists('Acme\Model\User', false));
$u = new Acme\Model\User('ann');
echo $u->greet(), "\n";
echo $u->id(), $u->id(), "\n";
echo json_encode($u), "\n";
print_r($GLOBALS['__psr4_log']);
var_dump($u instanceof Acme\Model\HasId, class_exists('Acme\Missing'), interface_exists('Acme\Model\HasId', false));
--EXPECT--
bool(true)
bool(false)
Hello, ann (Acme\Support\Greets in Acme\Model\User)
11
{"type":"Acme\\Model\\User","name":"ann"}
Array
(
    [0] => Acme\Model\User
    [1] => Acme\Model\Entity
    [2] => Acme\Model\HasId
    [3] => Acme\Support\Greets
)
bool(true)
bool(false)
bool(true)
