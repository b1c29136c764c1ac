--TEST--
::class on names, objects, static, self, parent
--FILE--
<?php
namespace App\Models;
class Base { function names() { return [self::class, static::class]; } }
class User extends Base { function p() { return parent::class; } }
$u = new User;
var_dump(User::class, \stdClass::class, Undefined::class, $u::class, $u->names(), $u->p());
use App\Models\User as U;
var_dump(U::class);
--EXPECT--
string(15) "App\Models\User"
string(8) "stdClass"
string(20) "App\Models\Undefined"
string(15) "App\Models\User"
array(2) {
  [0]=>
  string(15) "App\Models\Base"
  [1]=>
  string(15) "App\Models\User"
}
string(15) "App\Models\Base"
string(15) "App\Models\User"
