--TEST--
var_dump, print_r, var_export and json_encode of enums
--FILE--
<?php
enum P { case A; }
enum B: string { case X = 'x'; }
enum I: int { case One = 1; }
var_dump(P::A, B::X, [I::One]);
print_r(P::A); echo "\n"; print_r(B::X); echo "\n"; print_r([I::One]); echo "\n";
var_export(P::A); echo "\n"; var_export([B::X, I::One]); echo "\n";
echo json_encode([B::X, I::One]), "\n";
var_dump(json_encode(P::A), json_last_error_msg());
--EXPECT--
enum(P::A)
enum(B::X)
array(1) {
  [0]=>
  enum(I::One)
}
P Enum
(
    [name] => A
)

B Enum:string
(
    [name] => X
    [value] => x
)

Array
(
    [0] => I Enum:int
        (
            [name] => One
            [value] => 1
        )

)

\P::A
array (
  0 => 
  \B::X,
  1 => 
  \I::One,
)
["x",1]
bool(false)
string(46) "Non-backed enums have no default serialization"
