--TEST--
An unbraced namespace declaration qualifies functions, classes and constants
--FILE--
<?php
namespace App\Models;
const VERSION = 2;
function helper() { return __FUNCTION__; }
class User { function name() { return __CLASS__ . ' ' . __METHOD__; } }
var_dump(__NAMESPACE__, helper(), VERSION, (new User)->name(), User::class);
var_dump(function_exists('App\Models\helper'), defined('App\Models\VERSION'), class_exists('\App\Models\User'));
--EXPECT--
string(10) "App\Models"
string(17) "App\Models\helper"
int(2)
string(37) "App\Models\User App\Models\User::name"
string(15) "App\Models\User"
bool(true)
bool(true)
bool(true)
