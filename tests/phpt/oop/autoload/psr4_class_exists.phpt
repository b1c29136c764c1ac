--TEST--
class_exists through a PSR-4 loader loads the file once; missing classes do not error
--FILE--
<?php
require __DIR__ . '/psr4/autoload.php';
var_dump(class_exists('Acme\Model\HasId'), interface_exists('Acme\Model\HasId'), trait_exists('Acme\Support\Greets'));
var_dump(class_exists('Acme\Nope\Thing'), class_exists('Other\Thing'));
print_r($GLOBALS['__psr4_log']);
var_dump(class_exists('Acme\Model\User', false));
--EXPECT--
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
Array
(
    [0] => Acme\Model\HasId
    [1] => Acme\Support\Greets
)
bool(false)
