--TEST--
function_exists, get_defined_functions and namespaced user functions
--FILE--
<?php
namespace App\Sub;
function one() {}
function Two() {}
$user = get_defined_functions()['user'];
var_dump($user);
var_dump(function_exists('one'), function_exists('App\Sub\one'), function_exists('\App\Sub\two'));
--EXPECT--
array(2) {
  [0]=>
  string(11) "app\sub\one"
  [1]=>
  string(11) "app\sub\two"
}
bool(false)
bool(true)
bool(true)
