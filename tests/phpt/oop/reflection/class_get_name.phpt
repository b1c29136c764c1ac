--TEST--
ReflectionClass getName/getShortName/getNamespaceName
--FILE--
<?php
namespace App\Models;
class User {}
$r = new \ReflectionClass(User::class);
var_dump($r->getName(), $r->getShortName(), $r->getNamespaceName(), $r->inNamespace());
$g = new \ReflectionClass('stdClass');
var_dump($g->getName(), $g->getShortName(), $g->getNamespaceName(), $g->inNamespace());
?>
--EXPECT--
string(15) "App\Models\User"
string(4) "User"
string(10) "App\Models"
bool(true)
string(8) "stdClass"
string(8) "stdClass"
string(0) ""
bool(false)
