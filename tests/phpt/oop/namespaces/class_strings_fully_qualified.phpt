--TEST--
Class name strings are fully qualified in new, class_exists and instanceof
--FILE--
<?php
namespace App;
class Model {}
$short = 'Model';
$full = 'App\Model';
var_dump(class_exists($short), class_exists($full), class_exists('\App\Model'));
var_dump(get_class(new $full));
try { new $short; } catch (\Error $e) { echo $e->getMessage(), "\n"; }
$o = new Model;
var_dump($o instanceof $full, is_a($o, 'App\Model'), is_a($o, 'Model'));
--EXPECT--
bool(false)
bool(true)
bool(true)
string(9) "App\Model"
Class "Model" not found
bool(true)
bool(true)
bool(false)
