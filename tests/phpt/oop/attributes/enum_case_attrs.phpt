--TEST--
attributes on enum cases
--FILE--
<?php
#[Attribute(Attribute::TARGET_CLASS_CONSTANT)]
class Description { public function __construct(public string $text) {} }
enum Color: string {
  #[Description('The color red')] case Red = 'r';
  #[Description('The color green')] case Green = 'g';
  case Blue = 'b';
}
foreach ((new ReflectionEnum(Color::class))->getCases() as $c) {
  $a = $c->getAttributes(Description::class);
  echo $c->name, ': ', $a ? $a[0]->newInstance()->text : '(none)', "\n";
}
?>
--EXPECT--
Red: The color red
Green: The color green
Blue: (none)
