--TEST--
insteadof resolves conflicts; as creates aliases
--FILE--
<?php
trait Hello { function greet() { return "Hello"; } }
trait Hi { function greet() { return "Hi"; } }
class A {
    use Hello, Hi { Hello::greet insteadof Hi; Hi::greet as hiGreet; }
}
$a = new A;
echo $a->greet(), " ", $a->hiGreet(), "\n";
print_r(get_class_methods($a));
--EXPECT--
Hello Hi
Array
(
    [0] => greet
    [1] => hiGreet
)
