--TEST--
__debugInfo changes var_dump but not print_r or var_export
--FILE--
<?php
class Secret {
    private $password = 'hunter2';
    public $user = 'bob';
    public function __debugInfo() { return ['user' => $this->user, 'password' => '***']; }
}
var_dump(new Secret);
print_r(new Secret); echo "\n";
var_export(new Secret); echo "\n";
--EXPECT--
object(Secret)#1 (2) {
  ["user"]=>
  string(3) "bob"
  ["password"]=>
  string(3) "***"
}
Secret Object
(
    [user] => bob
    [password] => ***
)

\Secret::__set_state(array(
   'password' => 'hunter2',
   'user' => 'bob',
))
