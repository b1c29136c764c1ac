--TEST--
define() and constant() with namespaced names
--FILE--
<?php
namespace App;
define('App\DEFINED', 1);
define('GLOBALLY', 2);
const DECLARED = 3;
var_dump(DEFINED, GLOBALLY, constant('App\DECLARED'), constant('\App\DECLARED'), defined('DECLARED'), defined('App\DECLARED'));
define('Case\Lower', 'ok');
var_dump(constant('CASE\Lower'));
--EXPECT--
int(1)
int(2)
int(3)
int(3)
bool(false)
bool(true)
string(2) "ok"
