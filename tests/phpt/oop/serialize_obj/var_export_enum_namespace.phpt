--TEST--
var_export of enums, namespaced objects and nested objects
--FILE--
<?php
namespace App;
enum Level: int { case Low = 1; }
class Box { public $inner; public $level; }
$b = new Box; $b->inner = new Box; $b->level = Level::Low;
var_export($b); echo "\n";
--EXPECT--
\App\Box::__set_state(array(
   'inner' => 
  \App\Box::__set_state(array(
     'inner' => NULL,
     'level' => NULL,
  )),
   'level' => 
  \App\Level::Low,
))
