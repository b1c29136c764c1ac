--TEST--
Importing global classes into a namespace
--FILE--
<?php
namespace App;
use ArrayObject;
use Exception as BaseException;
$a = new ArrayObject([1, 2]);
var_dump(count($a), get_class($a), BaseException::class);
class Mine extends BaseException {}
var_dump(get_parent_class(new Mine));
--EXPECT--
int(2)
string(11) "ArrayObject"
string(9) "Exception"
string(9) "Exception"
